/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Messages_Empty_PremiumInputs */

const en_dashboard_messages_empty_premium = /** @type {(inputs: Dashboard_Messages_Empty_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write to a business from its page ("Message the owner"): the reply appears here and by email.`)
};

const es_dashboard_messages_empty_premium = /** @type {(inputs: Dashboard_Messages_Empty_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escríbele a un negocio desde su página («Escribir al propietario»): la respuesta aparecerá aquí y en tu correo.`)
};

const fr_dashboard_messages_empty_premium = /** @type {(inputs: Dashboard_Messages_Empty_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez à un commerce depuis sa page (« Écrire au propriétaire ») : la réponse apparaîtra ici et par e-mail.`)
};

/**
* | output |
* | --- |
* | "Write to a business from its page (\"Message the owner\"): the reply appears here and by email." |
*
* @param {Dashboard_Messages_Empty_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_messages_empty_premium = /** @type {((inputs?: Dashboard_Messages_Empty_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Messages_Empty_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_messages_empty_premium(inputs)
	if (locale === "fr") return fr_dashboard_messages_empty_premium(inputs)
	return en_dashboard_messages_empty_premium(inputs)
});