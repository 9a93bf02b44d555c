var tally = TapTally()
tally.increment()
print("taps: \(tally.taps)")
