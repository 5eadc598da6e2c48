/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Owner_RequiredInputs */

const en_accounts_owner_required = /** @type {(inputs: Accounts_Owner_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business owner access required`)
};

const es_accounts_owner_required = /** @type {(inputs: Accounts_Owner_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se requiere acceso de propietario de negocio`)
};

const fr_accounts_owner_required = /** @type {(inputs: Accounts_Owner_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès propriétaire de commerce requis`)
};

/**
* | output |
* | --- |
* | "Business owner access required" |
*
* @param {Accounts_Owner_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_owner_required = /** @type {((inputs?: Accounts_Owner_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Owner_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_owner_required(inputs)
	if (locale === "fr") return fr_accounts_owner_required(inputs)
	return en_accounts_owner_required(inputs)
});