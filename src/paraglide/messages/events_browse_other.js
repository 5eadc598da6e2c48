/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Browse_OtherInputs */

const en_events_browse_other = /** @type {(inputs: Events_Browse_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse other events`)
};

const es_events_browse_other = /** @type {(inputs: Events_Browse_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver otros eventos`)
};

const fr_events_browse_other = /** @type {(inputs: Events_Browse_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir d’autres événements`)
};

/**
* | output |
* | --- |
* | "Browse other events" |
*
* @param {Events_Browse_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_browse_other = /** @type {((inputs?: Events_Browse_OtherInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Browse_OtherInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_browse_other(inputs)
	if (locale === "fr") return fr_events_browse_other(inputs)
	return en_events_browse_other(inputs)
});