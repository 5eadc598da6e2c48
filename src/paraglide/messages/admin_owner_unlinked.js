/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, name: NonNullable<unknown> }} Admin_Owner_UnlinkedInputs */

const en_admin_owner_unlinked = /** @type {(inputs: Admin_Owner_UnlinkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} no longer manages ${i?.name}.`)
};

const es_admin_owner_unlinked = /** @type {(inputs: Admin_Owner_UnlinkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} ya no gestiona ${i?.name}.`)
};

const fr_admin_owner_unlinked = /** @type {(inputs: Admin_Owner_UnlinkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} ne gère plus ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "{email} no longer manages {name}." |
*
* @param {Admin_Owner_UnlinkedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_owner_unlinked = /** @type {((inputs: Admin_Owner_UnlinkedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Owner_UnlinkedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_owner_unlinked(inputs)
	if (locale === "fr") return fr_admin_owner_unlinked(inputs)
	return en_admin_owner_unlinked(inputs)
});