/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_No_AdminInputs */

const en_owner_claim_no_admin = /** @type {(inputs: Owner_Claim_No_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You don't have a business associated with your account. Contact an administrator to link your business.`)
};

const es_owner_claim_no_admin = /** @type {(inputs: Owner_Claim_No_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes ningún negocio asociado a tu cuenta. Comunícate con un administrador para vincular tu negocio.`)
};

const fr_owner_claim_no_admin = /** @type {(inputs: Owner_Claim_No_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun établissement n’est associé à votre compte. Contactez un administrateur pour y rattacher votre établissement.`)
};

/**
* | output |
* | --- |
* | "You don't have a business associated with your account. Contact an administrator to link your business." |
*
* @param {Owner_Claim_No_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_no_admin = /** @type {((inputs?: Owner_Claim_No_AdminInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_No_AdminInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_no_admin(inputs)
	if (locale === "fr") return fr_owner_claim_no_admin(inputs)
	return en_owner_claim_no_admin(inputs)
});