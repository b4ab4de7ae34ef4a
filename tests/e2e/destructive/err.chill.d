BEGIN { chill(100); }
