@usableFromInline @_silgen_name("collections_missing_answer") func missingAnswer() -> Int32

/// The answer, from a C function the package forgot to link.
@_alwaysEmitIntoClient public func answer() -> Int32 { missingAnswer() }
