/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Card_AccountsInputs */

const en_admin_card_accounts = /** @type {(inputs: Admin_Card_AccountsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Account`);
	return /** @type {LocalizedString} */ (`Accounts`)
	
};

const es_admin_card_accounts = /** @type {(inputs: Admin_Card_AccountsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Cuenta`);
	return /** @type {LocalizedString} */ (`Cuentas`)
	
};

const fr_admin_card_accounts = /** @type {(inputs: Admin_Card_AccountsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Compte`);
	return /** @type {LocalizedString} */ (`Comptes`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Account" |
* | * | "Accounts" |
*
* @param {Admin_Card_AccountsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_accounts = /** @type {((inputs: Admin_Card_AccountsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_AccountsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_accounts(inputs)
	if (locale === "fr") return fr_admin_card_accounts(inputs)
	return en_admin_card_accounts(inputs)
});