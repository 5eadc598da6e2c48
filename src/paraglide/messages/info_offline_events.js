/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Offline_EventsInputs */

const en_info_offline_events = /** @type {(inputs: Info_Offline_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const es_info_offline_events = /** @type {(inputs: Info_Offline_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos`)
};

const fr_info_offline_events = /** @type {(inputs: Info_Offline_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Info_Offline_EventsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_offline_events = /** @type {((inputs?: Info_Offline_EventsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Offline_EventsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_offline_events(inputs)
	if (locale === "fr") return fr_info_offline_events(inputs)
	return en_info_offline_events(inputs)
});