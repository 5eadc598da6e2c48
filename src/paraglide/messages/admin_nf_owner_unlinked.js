/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Owner_UnlinkedInputs */

const en_admin_nf_owner_unlinked = /** @type {(inputs: Admin_Nf_Owner_UnlinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The owner no longer manages the listing.`)
};

const es_admin_nf_owner_unlinked = /** @type {(inputs: Admin_Nf_Owner_UnlinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El propietario ya no gestiona la ficha.`)
};

const fr_admin_nf_owner_unlinked = /** @type {(inputs: Admin_Nf_Owner_UnlinkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le propriétaire ne gère plus la fiche.`)
};

/**
* | output |
* | --- |
* | "The owner no longer manages the listing." |
*
* @param {Admin_Nf_Owner_UnlinkedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_owner_unlinked = /** @type {((inputs?: Admin_Nf_Owner_UnlinkedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Owner_UnlinkedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_owner_unlinked(inputs)
	if (locale === "fr") return fr_admin_nf_owner_unlinked(inputs)
	return en_admin_nf_owner_unlinked(inputs)
});