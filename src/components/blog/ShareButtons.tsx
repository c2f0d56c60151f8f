const NETWORKS = [
  {
    name: 'Facebook',
    icon: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z',
  },
  {
    name: 'X',
    icon: 'M4 4h4.5l4.2 5.8L17.8 4H20l-6.3 7.3L21 20h-4.5l-4.6-6.3L6.3 20H4l6.9-7.9z',
  },
  {
    name: 'LinkedIn',
    icon:
      'M5 9h3v11H5zM6.5 4a1.8 1.8 0 110 3.6 1.8 1.8 0 010-3.6zM10 9h3v1.6c.5-.9 1.7-1.8 ' +
      '3.4-1.8 3.2 0 3.6 2 3.6 4.7V20h-3v-5.6c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-3z',
  },
] as const

/** Share buttons for three social networks (the spec wires no behaviour to them). */
export function ShareButtons() {
  return (
    <div className="flex items-center gap-3">
      <p className="text-sm font-semibold text-gray-700">Share this article</p>
      <ul className="flex gap-2">
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <button
              type="button"
              aria-label={`Share on ${network.name}`}
              className={
                'inline-flex size-10 items-center justify-center rounded-full ' +
                'border border-gray-300 text-gray-700 hover:border-brand-700 hover:text-brand-800'
              }
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
                <path d={network.icon} />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
