/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Rate_FailedInputs */

const en_tours_rate_failed = /** @type {(inputs: Tours_Rate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rating couldn’t be sent. Check your connection and try again.`)
};

const es_tours_rate_failed = /** @type {(inputs: Tours_Rate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar tu calificación. Revisa tu conexión e inténtalo de nuevo.`)
};

const fr_tours_rate_failed = /** @type {(inputs: Tours_Rate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre note n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.`)
};

/**
* | output |
* | --- |
* | "Your rating couldn’t be sent. Check your connection and try again." |
*
* @param {Tours_Rate_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_rate_failed = /** @type {((inputs?: Tours_Rate_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Rate_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_rate_failed(inputs)
	if (locale === "fr") return fr_tours_rate_failed(inputs)
	return en_tours_rate_failed(inputs)
});