-- A format width that allocates 100 MB.
function resolve(ctx)
  return string.format("%99999999d", 1)
end
