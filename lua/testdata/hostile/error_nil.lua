-- An error whose value is nil.
function resolve(ctx)
  error(nil)
end
