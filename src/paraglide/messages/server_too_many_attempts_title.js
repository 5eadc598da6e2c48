/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Server_Too_Many_Attempts_TitleInputs */

const en_server_too_many_attempts_title = /** @type {(inputs: Server_Too_Many_Attempts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too Many Attempts`)
};

const es_server_too_many_attempts_title = /** @type {(inputs: Server_Too_Many_Attempts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos`)
};

const fr_server_too_many_attempts_title = /** @type {(inputs: Server_Too_Many_Attempts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives`)
};

/**
* | output |
* | --- |
* | "Too Many Attempts" |
*
* @param {Server_Too_Many_Attempts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const server_too_many_attempts_title = /** @type {((inputs?: Server_Too_Many_Attempts_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Too_Many_Attempts_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_server_too_many_attempts_title(inputs)
	if (locale === "fr") return fr_server_too_many_attempts_title(inputs)
	return en_server_too_many_attempts_title(inputs)
});