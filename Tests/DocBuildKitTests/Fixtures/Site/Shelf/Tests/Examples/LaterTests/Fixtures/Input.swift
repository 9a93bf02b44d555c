let input = 1
