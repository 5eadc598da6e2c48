/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Server_Something_Went_WrongInputs */

const en_server_something_went_wrong = /** @type {(inputs: Server_Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

const es_server_something_went_wrong = /** @type {(inputs: Server_Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo salió mal. Inténtalo de nuevo.`)
};

const fr_server_something_went_wrong = /** @type {(inputs: Server_Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s’est produite. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Server_Something_Went_WrongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const server_something_went_wrong = /** @type {((inputs?: Server_Something_Went_WrongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Something_Went_WrongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_server_something_went_wrong(inputs)
	if (locale === "fr") return fr_server_something_went_wrong(inputs)
	return en_server_something_went_wrong(inputs)
});