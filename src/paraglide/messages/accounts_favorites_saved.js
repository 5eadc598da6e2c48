/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Accounts_Favorites_SavedInputs */

const en_accounts_favorites_saved = /** @type {(inputs: Accounts_Favorites_SavedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`saved`);
	return /** @type {LocalizedString} */ (`saved`)
	
};

const es_accounts_favorites_saved = /** @type {(inputs: Accounts_Favorites_SavedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`guardado`);
	return /** @type {LocalizedString} */ (`guardados`)
	
};

const fr_accounts_favorites_saved = /** @type {(inputs: Accounts_Favorites_SavedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`enregistré`);
	return /** @type {LocalizedString} */ (`enregistrés`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "saved" |
* | * | "saved" |
*
* @param {Accounts_Favorites_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_favorites_saved = /** @type {((inputs: Accounts_Favorites_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Favorites_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_favorites_saved(inputs)
	if (locale === "fr") return fr_accounts_favorites_saved(inputs)
	return en_accounts_favorites_saved(inputs)
});