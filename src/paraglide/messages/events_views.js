/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_ViewsInputs */

const en_events_views = /** @type {(inputs: Events_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event views`)
};

const es_events_views = /** @type {(inputs: Events_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vistas de eventos`)
};

const fr_events_views = /** @type {(inputs: Events_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affichage des événements`)
};

/**
* | output |
* | --- |
* | "Event views" |
*
* @param {Events_ViewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_views = /** @type {((inputs?: Events_ViewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_ViewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_views(inputs)
	if (locale === "fr") return fr_events_views(inputs)
	return en_events_views(inputs)
});