/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Back_AdminInputs */

const en_owner_back_admin = /** @type {(inputs: Owner_Back_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Admin Dashboard`)
};

const es_owner_back_admin = /** @type {(inputs: Owner_Back_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al panel de administración`)
};

const fr_owner_back_admin = /** @type {(inputs: Owner_Back_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au tableau de bord d’administration`)
};

/**
* | output |
* | --- |
* | "Back to Admin Dashboard" |
*
* @param {Owner_Back_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_back_admin = /** @type {((inputs?: Owner_Back_AdminInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Back_AdminInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_back_admin(inputs)
	if (locale === "fr") return fr_owner_back_admin(inputs)
	return en_owner_back_admin(inputs)
});