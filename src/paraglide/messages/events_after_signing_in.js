/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_After_Signing_InInputs */

const en_events_after_signing_in = /** @type {(inputs: Events_After_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`after signing in`)
};

const es_events_after_signing_in = /** @type {(inputs: Events_After_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`después de iniciar sesión`)
};

const fr_events_after_signing_in = /** @type {(inputs: Events_After_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`après connexion`)
};

/**
* | output |
* | --- |
* | "after signing in" |
*
* @param {Events_After_Signing_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_after_signing_in = /** @type {((inputs?: Events_After_Signing_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_After_Signing_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_after_signing_in(inputs)
	if (locale === "fr") return fr_events_after_signing_in(inputs)
	return en_events_after_signing_in(inputs)
});