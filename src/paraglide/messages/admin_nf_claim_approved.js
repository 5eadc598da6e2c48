/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Claim_ApprovedInputs */

const en_admin_nf_claim_approved = /** @type {(inputs: Admin_Nf_Claim_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved; the owner now manages the listing and is emailed.`)
};

const es_admin_nf_claim_approved = /** @type {(inputs: Admin_Nf_Claim_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobada; el propietario ahora gestiona la ficha y recibe un correo.`)
};

const fr_admin_nf_claim_approved = /** @type {(inputs: Admin_Nf_Claim_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuvée ; le propriétaire gère désormais la fiche et est prévenu par e-mail.`)
};

/**
* | output |
* | --- |
* | "Approved; the owner now manages the listing and is emailed." |
*
* @param {Admin_Nf_Claim_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_claim_approved = /** @type {((inputs?: Admin_Nf_Claim_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Claim_ApprovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_claim_approved(inputs)
	if (locale === "fr") return fr_admin_nf_claim_approved(inputs)
	return en_admin_nf_claim_approved(inputs)
});