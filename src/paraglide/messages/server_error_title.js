/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Server_Error_TitleInputs */

const en_server_error_title = /** @type {(inputs: Server_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something Went Wrong`)
};

const es_server_error_title = /** @type {(inputs: Server_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal`)
};

const fr_server_error_title = /** @type {(inputs: Server_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s’est produite`)
};

/**
* | output |
* | --- |
* | "Something Went Wrong" |
*
* @param {Server_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const server_error_title = /** @type {((inputs?: Server_Error_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Error_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_server_error_title(inputs)
	if (locale === "fr") return fr_server_error_title(inputs)
	return en_server_error_title(inputs)
});