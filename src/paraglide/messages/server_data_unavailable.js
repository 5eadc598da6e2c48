/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Server_Data_UnavailableInputs */

const en_server_data_unavailable = /** @type {(inputs: Server_Data_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The guide's data service is not available right now. Please try again in a few minutes.`)
};

const es_server_data_unavailable = /** @type {(inputs: Server_Data_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de datos de la guía no está disponible en este momento. Vuelve a intentarlo en unos minutos.`)
};

const fr_server_data_unavailable = /** @type {(inputs: Server_Data_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le service de données du guide est momentanément indisponible. Veuillez réessayer dans quelques minutes.`)
};

/**
* | output |
* | --- |
* | "The guide's data service is not available right now. Please try again in a few minutes." |
*
* @param {Server_Data_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const server_data_unavailable = /** @type {((inputs?: Server_Data_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Data_UnavailableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_server_data_unavailable(inputs)
	if (locale === "fr") return fr_server_data_unavailable(inputs)
	return en_server_data_unavailable(inputs)
});