/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Server_Too_Many_AttemptsInputs */

const en_server_too_many_attempts = /** @type {(inputs: Server_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please wait a few minutes and try again.`)
};

const es_server_too_many_attempts = /** @type {(inputs: Server_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos. Espera unos minutos y vuelve a intentarlo.`)
};

const fr_server_too_many_attempts = /** @type {(inputs: Server_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.`)
};

/**
* | output |
* | --- |
* | "Too many attempts. Please wait a few minutes and try again." |
*
* @param {Server_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const server_too_many_attempts = /** @type {((inputs?: Server_Too_Many_AttemptsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Too_Many_AttemptsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_server_too_many_attempts(inputs)
	if (locale === "fr") return fr_server_too_many_attempts(inputs)
	return en_server_too_many_attempts(inputs)
});