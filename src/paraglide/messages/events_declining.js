/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_DecliningInputs */

const en_events_declining = /** @type {(inputs: Events_DecliningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declining...`)
};

const es_events_declining = /** @type {(inputs: Events_DecliningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazando...`)
};

const fr_events_declining = /** @type {(inputs: Events_DecliningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refus en cours...`)
};

/**
* | output |
* | --- |
* | "Declining..." |
*
* @param {Events_DecliningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_declining = /** @type {((inputs?: Events_DecliningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_DecliningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_declining(inputs)
	if (locale === "fr") return fr_events_declining(inputs)
	return en_events_declining(inputs)
});