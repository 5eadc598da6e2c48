/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Access_Hearing_LoopInputs */

const en_events_access_hearing_loop = /** @type {(inputs: Events_Access_Hearing_LoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hearing loop`)
};

const es_events_access_hearing_loop = /** @type {(inputs: Events_Access_Hearing_LoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bucle magnético`)
};

const fr_events_access_hearing_loop = /** @type {(inputs: Events_Access_Hearing_LoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boucle magnétique`)
};

/**
* | output |
* | --- |
* | "Hearing loop" |
*
* @param {Events_Access_Hearing_LoopInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_access_hearing_loop = /** @type {((inputs?: Events_Access_Hearing_LoopInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Access_Hearing_LoopInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_access_hearing_loop(inputs)
	if (locale === "fr") return fr_events_access_hearing_loop(inputs)
	return en_events_access_hearing_loop(inputs)
});