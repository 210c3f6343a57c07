"""The Phantom Society (Colombier & Marly): hidden ghosts in a 6x6 manor, teams."""
