/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Owner_IdInputs */

const en_exports_col_owner_id = /** @type {(inputs: Exports_Col_Owner_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`owner id`)
};

const es_exports_col_owner_id = /** @type {(inputs: Exports_Col_Owner_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID del propietario`)
};

const fr_exports_col_owner_id = /** @type {(inputs: Exports_Col_Owner_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID du propriétaire`)
};

/**
* | output |
* | --- |
* | "owner id" |
*
* @param {Exports_Col_Owner_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_owner_id = /** @type {((inputs?: Exports_Col_Owner_IdInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Owner_IdInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_owner_id(inputs)
	if (locale === "fr") return fr_exports_col_owner_id(inputs)
	return en_exports_col_owner_id(inputs)
});