/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Owner_LinkedInputs */

const en_admin_nf_owner_linked = /** @type {(inputs: Admin_Nf_Owner_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The owner now manages the listing.`)
};

const es_admin_nf_owner_linked = /** @type {(inputs: Admin_Nf_Owner_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El propietario ahora gestiona la ficha.`)
};

const fr_admin_nf_owner_linked = /** @type {(inputs: Admin_Nf_Owner_LinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le propriétaire gère désormais la fiche.`)
};

/**
* | output |
* | --- |
* | "The owner now manages the listing." |
*
* @param {Admin_Nf_Owner_LinkedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_owner_linked = /** @type {((inputs?: Admin_Nf_Owner_LinkedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Owner_LinkedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_owner_linked(inputs)
	if (locale === "fr") return fr_admin_nf_owner_linked(inputs)
	return en_admin_nf_owner_linked(inputs)
});