/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_EventsInputs */

const en_partners_pricing_events = /** @type {(inputs: Partners_Pricing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const es_partners_pricing_events = /** @type {(inputs: Partners_Pricing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const fr_partners_pricing_events = /** @type {(inputs: Partners_Pricing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Partners_Pricing_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_events = /** @type {((inputs?: Partners_Pricing_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_events(inputs)
	if (locale === "fr") return fr_partners_pricing_events(inputs)
	return en_partners_pricing_events(inputs)
});