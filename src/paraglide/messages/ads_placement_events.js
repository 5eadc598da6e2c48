/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Placement_EventsInputs */

const en_ads_placement_events = /** @type {(inputs: Ads_Placement_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events list`)
};

const es_ads_placement_events = /** @type {(inputs: Ads_Placement_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de eventos`)
};

const fr_ads_placement_events = /** @type {(inputs: Ads_Placement_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste des événements`)
};

/**
* | output |
* | --- |
* | "Events list" |
*
* @param {Ads_Placement_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_placement_events = /** @type {((inputs?: Ads_Placement_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Placement_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_placement_events(inputs)
	if (locale === "fr") return fr_ads_placement_events(inputs)
	return en_ads_placement_events(inputs)
});