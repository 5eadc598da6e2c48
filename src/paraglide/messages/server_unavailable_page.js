/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Server_Unavailable_PageInputs */

const en_server_unavailable_page = /** @type {(inputs: Server_Unavailable_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page needs the guide's data, which is not available right now. Please try again in a few minutes.`)
};

const es_server_unavailable_page = /** @type {(inputs: Server_Unavailable_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página necesita los datos de la guía, que no están disponibles en este momento. Vuelve a intentarlo en unos minutos.`)
};

const fr_server_unavailable_page = /** @type {(inputs: Server_Unavailable_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page a besoin des données du guide, qui ne sont pas disponibles pour le moment. Veuillez réessayer dans quelques minutes.`)
};

/**
* | output |
* | --- |
* | "This page needs the guide's data, which is not available right now. Please try again in a few minutes." |
*
* @param {Server_Unavailable_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const server_unavailable_page = /** @type {((inputs?: Server_Unavailable_PageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Unavailable_PageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_server_unavailable_page(inputs)
	if (locale === "fr") return fr_server_unavailable_page(inputs)
	return en_server_unavailable_page(inputs)
});