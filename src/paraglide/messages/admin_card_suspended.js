/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Card_SuspendedInputs */

const en_admin_card_suspended = /** @type {(inputs: Admin_Card_SuspendedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} suspended account`);
	return /** @type {LocalizedString} */ (`${i?.count} suspended accounts`)
	
};

const es_admin_card_suspended = /** @type {(inputs: Admin_Card_SuspendedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cuenta suspendida`);
	return /** @type {LocalizedString} */ (`${i?.count} cuentas suspendidas`)
	
};

const fr_admin_card_suspended = /** @type {(inputs: Admin_Card_SuspendedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} compte suspendu`);
	return /** @type {LocalizedString} */ (`${i?.count} comptes suspendus`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} suspended account" |
* | * | "{count} suspended accounts" |
*
* @param {Admin_Card_SuspendedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_suspended = /** @type {((inputs: Admin_Card_SuspendedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_SuspendedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_suspended(inputs)
	if (locale === "fr") return fr_admin_card_suspended(inputs)
	return en_admin_card_suspended(inputs)
});