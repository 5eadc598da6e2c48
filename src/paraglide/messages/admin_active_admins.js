/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Active_AdminsInputs */

const en_admin_active_admins = /** @type {(inputs: Admin_Active_AdminsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} active admin`);
	return /** @type {LocalizedString} */ (`${i?.count} active admins`)
	
};

const es_admin_active_admins = /** @type {(inputs: Admin_Active_AdminsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} administrador activo`);
	return /** @type {LocalizedString} */ (`${i?.count} administradores activos`)
	
};

const fr_admin_active_admins = /** @type {(inputs: Admin_Active_AdminsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} administrateur actif`);
	return /** @type {LocalizedString} */ (`${i?.count} administrateurs actifs`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} active admin" |
* | * | "{count} active admins" |
*
* @param {Admin_Active_AdminsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_active_admins = /** @type {((inputs: Admin_Active_AdminsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Active_AdminsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_active_admins(inputs)
	if (locale === "fr") return fr_admin_active_admins(inputs)
	return en_admin_active_admins(inputs)
});