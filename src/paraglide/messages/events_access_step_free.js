/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Access_Step_FreeInputs */

const en_events_access_step_free = /** @type {(inputs: Events_Access_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step-free entrance`)
};

const es_events_access_step_free = /** @type {(inputs: Events_Access_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada sin escalones`)
};

const fr_events_access_step_free = /** @type {(inputs: Events_Access_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrée de plain-pied`)
};

/**
* | output |
* | --- |
* | "Step-free entrance" |
*
* @param {Events_Access_Step_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_access_step_free = /** @type {((inputs?: Events_Access_Step_FreeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Access_Step_FreeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_access_step_free(inputs)
	if (locale === "fr") return fr_events_access_step_free(inputs)
	return en_events_access_step_free(inputs)
});