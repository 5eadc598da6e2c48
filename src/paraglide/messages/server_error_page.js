/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Server_Error_PageInputs */

const en_server_error_page = /** @type {(inputs: Server_Error_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page could not be shown because of an error on our side. Please try again in a moment.`)
};

const es_server_error_page = /** @type {(inputs: Server_Error_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos mostrar esta página por un error de nuestra parte. Vuelve a intentarlo en un momento.`)
};

const fr_server_error_page = /** @type {(inputs: Server_Error_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n’a pas pu s’afficher à cause d’une erreur de notre côté. Veuillez réessayer dans un instant.`)
};

/**
* | output |
* | --- |
* | "This page could not be shown because of an error on our side. Please try again in a moment." |
*
* @param {Server_Error_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const server_error_page = /** @type {((inputs?: Server_Error_PageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Error_PageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_server_error_page(inputs)
	if (locale === "fr") return fr_server_error_page(inputs)
	return en_server_error_page(inputs)
});