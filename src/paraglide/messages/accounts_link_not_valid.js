/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Link_Not_ValidInputs */

const en_accounts_link_not_valid = /** @type {(inputs: Accounts_Link_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link not valid`)
};

const es_accounts_link_not_valid = /** @type {(inputs: Accounts_Link_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace no válido`)
};

const fr_accounts_link_not_valid = /** @type {(inputs: Accounts_Link_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien non valide`)
};

/**
* | output |
* | --- |
* | "Link not valid" |
*
* @param {Accounts_Link_Not_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_link_not_valid = /** @type {((inputs?: Accounts_Link_Not_ValidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Link_Not_ValidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_link_not_valid(inputs)
	if (locale === "fr") return fr_accounts_link_not_valid(inputs)
	return en_accounts_link_not_valid(inputs)
});