/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_LeavingInputs */

const en_events_leaving = /** @type {(inputs: Events_LeavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaving...`)
};

const es_events_leaving = /** @type {(inputs: Events_LeavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saliendo...`)
};

const fr_events_leaving = /** @type {(inputs: Events_LeavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortie de la liste...`)
};

/**
* | output |
* | --- |
* | "Leaving..." |
*
* @param {Events_LeavingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_leaving = /** @type {((inputs?: Events_LeavingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_LeavingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_leaving(inputs)
	if (locale === "fr") return fr_events_leaving(inputs)
	return en_events_leaving(inputs)
});