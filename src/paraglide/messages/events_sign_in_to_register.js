/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Sign_In_To_RegisterInputs */

const en_events_sign_in_to_register = /** @type {(inputs: Events_Sign_In_To_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In to Register`)
};

const es_events_sign_in_to_register = /** @type {(inputs: Events_Sign_In_To_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión e inscribirse`)
};

const fr_events_sign_in_to_register = /** @type {(inputs: Events_Sign_In_To_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter pour s’inscrire`)
};

/**
* | output |
* | --- |
* | "Sign In to Register" |
*
* @param {Events_Sign_In_To_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_sign_in_to_register = /** @type {((inputs?: Events_Sign_In_To_RegisterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Sign_In_To_RegisterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_sign_in_to_register(inputs)
	if (locale === "fr") return fr_events_sign_in_to_register(inputs)
	return en_events_sign_in_to_register(inputs)
});