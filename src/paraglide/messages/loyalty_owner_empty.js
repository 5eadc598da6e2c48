/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Owner_EmptyInputs */

const en_loyalty_owner_empty = /** @type {(inputs: Loyalty_Owner_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rewards have been redeemed at your business yet.`)
};

const es_loyalty_owner_empty = /** @type {(inputs: Loyalty_Owner_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía nadie ha canjeado recompensas en tu negocio.`)
};

const fr_loyalty_owner_empty = /** @type {(inputs: Loyalty_Owner_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune récompense n’a encore été échangée dans votre commerce.`)
};

/**
* | output |
* | --- |
* | "No rewards have been redeemed at your business yet." |
*
* @param {Loyalty_Owner_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_owner_empty = /** @type {((inputs?: Loyalty_Owner_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Owner_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_owner_empty(inputs)
	if (locale === "fr") return fr_loyalty_owner_empty(inputs)
	return en_loyalty_owner_empty(inputs)
});