/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Premium_OnlyInputs */

const en_businesses_premium_only = /** @type {(inputs: Businesses_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messaging business owners is a premium member benefit. Premium members write directly to the people who run Harlem's businesses: ask about a private event, an allergy, a group visit.`)
};

const es_businesses_premium_only = /** @type {(inputs: Businesses_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir a los dueños de negocios es una ventaja de los miembros premium. Los miembros premium escriben directamente a quienes dirigen los negocios de Harlem: pregunta por un evento privado, una alergia o una visita en grupo.`)
};

const fr_businesses_premium_only = /** @type {(inputs: Businesses_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire aux propriétaires est un avantage réservé aux membres premium. Les membres premium écrivent directement à celles et ceux qui font vivre les adresses de Harlem : renseignez-vous sur un événement privé, une allergie, une visite en groupe.`)
};

/**
* | output |
* | --- |
* | "Messaging business owners is a premium member benefit. Premium members write directly to the people who run Harlem's businesses: ask about a private event, a..." |
*
* @param {Businesses_Premium_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_premium_only = /** @type {((inputs?: Businesses_Premium_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Premium_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_premium_only(inputs)
	if (locale === "fr") return fr_businesses_premium_only(inputs)
	return en_businesses_premium_only(inputs)
});