package tournament

// WithoutHistory makes a Service that remembers nothing for Undo, so that a
// benchmark can tell what the history costs.
func WithoutHistory() Option { return func(s *Service) { s.noHistory = true } }
