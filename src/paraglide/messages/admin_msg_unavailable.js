/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_UnavailableInputs */

const en_admin_msg_unavailable = /** @type {(inputs: Admin_Msg_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The guide's data service is not available right now. Please try again in a few minutes.`)
};

const es_admin_msg_unavailable = /** @type {(inputs: Admin_Msg_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio de datos de la guía no está disponible en este momento. Inténtalo de nuevo en unos minutos.`)
};

const fr_admin_msg_unavailable = /** @type {(inputs: Admin_Msg_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le service de données du guide est indisponible pour le moment. Veuillez réessayer dans quelques minutes.`)
};

/**
* | output |
* | --- |
* | "The guide's data service is not available right now. Please try again in a few minutes." |
*
* @param {Admin_Msg_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_unavailable = /** @type {((inputs?: Admin_Msg_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_UnavailableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_unavailable(inputs)
	if (locale === "fr") return fr_admin_msg_unavailable(inputs)
	return en_admin_msg_unavailable(inputs)
});