/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Server_Unavailable_LinkInputs */

const en_server_unavailable_link = /** @type {(inputs: Server_Unavailable_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About the guide`)
};

const es_server_unavailable_link = /** @type {(inputs: Server_Unavailable_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acerca de la guía`)
};

const fr_server_unavailable_link = /** @type {(inputs: Server_Unavailable_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos du guide`)
};

/**
* | output |
* | --- |
* | "About the guide" |
*
* @param {Server_Unavailable_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const server_unavailable_link = /** @type {((inputs?: Server_Unavailable_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Unavailable_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_server_unavailable_link(inputs)
	if (locale === "fr") return fr_server_unavailable_link(inputs)
	return en_server_unavailable_link(inputs)
});