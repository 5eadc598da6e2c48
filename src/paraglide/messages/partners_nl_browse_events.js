/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Browse_EventsInputs */

const en_partners_nl_browse_events = /** @type {(inputs: Partners_Nl_Browse_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Events`)
};

const es_partners_nl_browse_events = /** @type {(inputs: Partners_Nl_Browse_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver eventos`)
};

const fr_partners_nl_browse_events = /** @type {(inputs: Partners_Nl_Browse_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les événements`)
};

/**
* | output |
* | --- |
* | "Browse Events" |
*
* @param {Partners_Nl_Browse_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_browse_events = /** @type {((inputs?: Partners_Nl_Browse_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Browse_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_browse_events(inputs)
	if (locale === "fr") return fr_partners_nl_browse_events(inputs)
	return en_partners_nl_browse_events(inputs)
});