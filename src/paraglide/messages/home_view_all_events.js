/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_View_All_EventsInputs */

const en_home_view_all_events = /** @type {(inputs: Home_View_All_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View All Events`)
};

const es_home_view_all_events = /** @type {(inputs: Home_View_All_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos los eventos`)
};

const fr_home_view_all_events = /** @type {(inputs: Home_View_All_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir tous les événements`)
};

/**
* | output |
* | --- |
* | "View All Events" |
*
* @param {Home_View_All_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_view_all_events = /** @type {((inputs?: Home_View_All_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_View_All_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_view_all_events(inputs)
	if (locale === "fr") return fr_home_view_all_events(inputs)
	return en_home_view_all_events(inputs)
});