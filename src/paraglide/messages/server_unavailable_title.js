/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Server_Unavailable_TitleInputs */

const en_server_unavailable_title = /** @type {(inputs: Server_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temporarily Unavailable`)
};

const es_server_unavailable_title = /** @type {(inputs: Server_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No disponible por el momento`)
};

const fr_server_unavailable_title = /** @type {(inputs: Server_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Momentanément indisponible`)
};

/**
* | output |
* | --- |
* | "Temporarily Unavailable" |
*
* @param {Server_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const server_unavailable_title = /** @type {((inputs?: Server_Unavailable_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Unavailable_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_server_unavailable_title(inputs)
	if (locale === "fr") return fr_server_unavailable_title(inputs)
	return en_server_unavailable_title(inputs)
});