// A ContextStore view model is `Observable`, and apps mark its non-state properties
// `@ObservationIgnored` (rule 3). Re-exporting Observation lets them do so with only
// `import ContextStore`, as Chiui's README samples are written.
@_exported import Observation
