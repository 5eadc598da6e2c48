/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Server_Error_LinkInputs */

const en_server_error_link = /** @type {(inputs: Server_Error_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

const es_server_error_link = /** @type {(inputs: Server_Error_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a la página de inicio`)
};

const fr_server_error_link = /** @type {(inputs: Server_Error_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d’accueil`)
};

/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Server_Error_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const server_error_link = /** @type {((inputs?: Server_Error_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Error_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_server_error_link(inputs)
	if (locale === "fr") return fr_server_error_link(inputs)
	return en_server_error_link(inputs)
});